declare module '@preact/signals-react-transform';
