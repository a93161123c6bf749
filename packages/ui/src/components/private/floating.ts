/** Where every floating surface (menu, popover, tooltip, date picker) sits: 6 px off its trigger, 8 px inside the viewport. */
export const floatingPlacement = { sideOffset: 6, collisionPadding: 8 } as const;
