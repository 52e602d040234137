export { AssistantDrawer } from './ui/AssistantDrawer';
