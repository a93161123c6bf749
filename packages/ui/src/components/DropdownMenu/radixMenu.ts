/** Radix's menu, loaded on first need (DropdownMenu.tsx): only menus that are opened bring it. */
export { DropdownMenu as RadixMenu } from 'radix-ui';
