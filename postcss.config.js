// Panda generates the CSS of src/index.css's layers from the style calls it finds in the sources.
export default {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
