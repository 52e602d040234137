/** Stories' and tests' helpers that run in the browser (unlike shared/testing, which is Node's MSW server). */
export { animationsSettled } from './animations';
export { expectNoAxeViolations } from './axe';
export { sampleResponse, serverError, type SampleAnswer } from './sample-response';
export { sampleTransaction } from './sample-transaction';
export { STORY_VIEWPORTS, expectNoSidewaysScroll } from './viewports';
export { expectOptionsFit } from './select-fit';
export { signedInStory } from './story-session';
export { withToaster } from './with-toaster';
