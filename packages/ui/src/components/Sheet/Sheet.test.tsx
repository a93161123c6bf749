import { useState } from 'react';
import { describeDialogBehaviour } from '../../testing/index.ts';
import { Button } from '../Button/Button.tsx';
import { Sheet, SheetClose } from './Sheet.tsx';

describeDialogBehaviour('Sheet with a trigger', {
  render: () => (
    <Sheet
      trigger={<Button>Show filters</Button>}
      title="Filters"
      footer={
        <SheetClose asChild>
          <Button>Apply</Button>
        </SheetClose>
      }
    >
      <input aria-label="Tag" />
    </Sheet>
  ),
  trigger: 'Show filters',
  name: 'Filters',
  closeAction: 'Apply',
});

/** Opened from outside its Radix tree, as the navigation drawer is (a header button, Ctrl+B). */
function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open navigation</Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="left"
        title="Navigation"
        footer={<Button onClick={() => setOpen(false)}>Go</Button>}
      >
        <input aria-label="Search" />
      </Sheet>
    </>
  );
}

describeDialogBehaviour('Sheet opened from outside', {
  render: () => <OpenedFromOutside />,
  trigger: 'Open navigation',
  name: 'Navigation',
  closeAction: 'Go',
});
