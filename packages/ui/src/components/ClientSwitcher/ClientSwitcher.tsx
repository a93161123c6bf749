import { VisuallyHidden } from 'radix-ui';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../DropdownMenu/index.ts';
import * as styles from './ClientSwitcher.css.ts';
import { CaretDownIcon, GearIcon, PlusIcon } from '../private/icons.tsx';

export interface Client {
  id: string;
  name: string;
  email?: string;
  avatarUrl?: string;
}

export interface ClientSwitcherProps {
  clients: readonly Client[];
  activeClientId: string;
  onSwitch: (clientId: string) => void;
  /** Shows "Manage Clients" when given. */
  onManage?: () => void;
  /** Shows "Add New Client" when given. */
  onAdd?: () => void;
  currentlyViewingText?: string;
  switchToText?: string;
  emptyText?: string;
  manageText?: string;
  addText?: string;
  /** Shown on the trigger when the active client is not in the list. */
  placeholder?: string;
}

/**
 * For caretakers: which client's data the app shows, and a menu to switch to another one (Radix
 * DropdownMenu: arrow keys, typeahead, Escape). Texts default to English; pass translations.
 */
export function ClientSwitcher({
  clients,
  activeClientId,
  onSwitch,
  onManage,
  onAdd,
  currentlyViewingText = 'Currently viewing',
  switchToText = 'Switch to',
  emptyText = 'No other clients available',
  manageText = 'Manage Clients',
  addText = 'Add New Client',
  placeholder = 'Select a client',
}: ClientSwitcherProps) {
  const active = clients.find((client) => client.id === activeClientId);
  const others = clients.filter((client) => client.id !== activeClientId);
  return (
    <DropdownMenu
      align="end"
      label={switchToText}
      className={styles.menu}
      trigger={
        <Button variant="secondary" size="sm" className={styles.trigger}>
          {active && (
            <Avatar
              size="xs"
              name={active.name}
              email={active.email ?? null}
              src={active.avatarUrl ?? null}
              alt=""
            />
          )}
          <span className={styles.triggerName}>
            <VisuallyHidden.Root>{currentlyViewingText}: </VisuallyHidden.Root>
            {active?.name ?? placeholder}
          </span>
          <CaretDownIcon />
        </Button>
      }
    >
      {active && (
        <>
          <DropdownMenuLabel>{currentlyViewingText}</DropdownMenuLabel>
          <div className={styles.current}>
            <Avatar
              size="sm"
              name={active.name}
              email={active.email ?? null}
              src={active.avatarUrl ?? null}
              alt=""
            />
            <span className={styles.person}>
              <span className={styles.personName}>{active.name}</span>
              {active.email && <span className={styles.personEmail}>{active.email}</span>}
            </span>
          </div>
          <DropdownMenuSeparator />
        </>
      )}
      <DropdownMenuLabel>{switchToText}</DropdownMenuLabel>
      <DropdownMenuGroup label={switchToText}>
        {others.length === 0 ? (
          <DropdownMenuItem disabled className={styles.clientItem}>
            {emptyText}
          </DropdownMenuItem>
        ) : (
          others.map((client) => (
            <DropdownMenuItem
              key={client.id}
              className={styles.clientItem}
              textValue={client.name}
              icon={
                <Avatar
                  size="xs"
                  name={client.name}
                  email={client.email ?? null}
                  src={client.avatarUrl ?? null}
                  alt=""
                />
              }
              onSelect={() => {
                onSwitch(client.id);
              }}
            >
              {client.name}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuGroup>
      {(onManage ?? onAdd) && <DropdownMenuSeparator />}
      {onManage && (
        <DropdownMenuItem icon={<GearIcon />} className={styles.clientItem} onSelect={onManage}>
          {manageText}
        </DropdownMenuItem>
      )}
      {onAdd && (
        <DropdownMenuItem icon={<PlusIcon />} className={styles.clientItem} onSelect={onAdd}>
          {addText}
        </DropdownMenuItem>
      )}
    </DropdownMenu>
  );
}
