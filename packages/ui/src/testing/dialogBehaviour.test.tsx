import { Dialog } from 'radix-ui';
import { describeDialogBehaviour } from './dialogBehaviour.tsx';

/** A bare Radix dialog: the reference the shared suite is checked against. */
function Fixture() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>Open settings</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content aria-modal="true" aria-describedby={undefined}>
          <Dialog.Title>Settings</Dialog.Title>
          <input aria-label="Name" />
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

describeDialogBehaviour('Radix Dialog fixture', {
  render: () => <Fixture />,
  trigger: 'Open settings',
  name: 'Settings',
});
