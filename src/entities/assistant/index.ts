export { isAssistantOpen, toggleAssistant } from './model/assistant-drawer';
export { AssistantButton } from './ui/AssistantButton';
