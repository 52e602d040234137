export { Navbar, type NavbarProps } from './ui/Navbar';
