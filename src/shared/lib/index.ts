export { isPartialMatch } from './is-partial-match';
export { documentTitle } from './document-title';
