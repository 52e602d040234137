export { Sidebar, type SidebarProps } from './ui/Sidebar';
export { useCompactViewport } from './model/use-compact-viewport';
export { PhoneNavBar, type PhoneNavBarProps } from './ui/PhoneNavBar';
