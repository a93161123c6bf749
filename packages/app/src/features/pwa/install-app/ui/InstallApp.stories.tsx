import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DeferredInstallPrompt } from '@/shared/lib/install-state';
import { appLoader, withApp } from '@/shared/storybook';
import type { InstallAppEnvironment } from '../model/install-app.ts';
import { InstallApp } from './InstallApp.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) Version/19.0 Mobile Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 16; Pixel 9) Chrome/156.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

const promptShown = fn();

/** A browser that is not installed yet; its 3-second wait is over at once, and its session storage is its own. */
function browser(userAgent: string, withPrompt = false) {
  const items = new Map<string, string>();
  let prompt: DeferredInstallPrompt | null = withPrompt
    ? Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => {
          promptShown();
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      })
    : null;
  const environment: InstallAppEnvironment = {
    install: {
      matchesDisplayMode: () => false,
      iosStandalone: false,
      userAgent,
      referrer: '',
      serviceWorkerSupported: true,
      relatedAppInstalled: null,
    },
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    now: () => Date.now(),
    wait: () => Promise.resolve(),
    deferredPrompt: () => prompt,
    consumePrompt: () => {
      const used = prompt;
      prompt = null;
      return used;
    },
    onPromptOffered: () => () => undefined,
    onInstalled: () => () => undefined,
  };
  return () => Promise.resolve(environment);
}

const meta = {
  title: 'App/Features/InstallApp',
  component: InstallApp,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/dashboard' }, layout: 'fullscreen' },
} satisfies Meta<typeof InstallApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** iOS Safari offers no install dialog: "Install" shows the steps, with the Share icon to look for. */
export const IPhoneSteps: Story = {
  args: { environment: browser(IPHONE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Install Emotion Guru' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Install' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add Emotion Guru to your home screen' });
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(within(dialog).getByText('Safari installs web apps from its Share menu.')).toBeVisible(),
    );
    const steps = within(dialog).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Tap “Share” in Safari’s toolbar.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”: Emotion Guru appears on your home screen.',
    ]);
    await expect(canvas.queryByRole('region', { name: 'Install Emotion Guru' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Where the browser offered its prompt, "Install" opens the browser's own dialog. */
export const BrowserPrompt: Story = {
  args: { environment: browser(DESKTOP, true) },
  play: async ({ canvasElement }) => {
    promptShown.mockClear();
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Install Emotion Guru' });
    await userEvent.tab();
    await expect(within(offer).getByRole('button', { name: 'Install' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(promptShown).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Install Emotion Guru' })).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** "Not now" hides the offer (for an hour). */
export const NotNow: Story = {
  args: { environment: browser(DESKTOP, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Install Emotion Guru' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('region', { name: 'Install Emotion Guru' })).toBeNull();
  },
};

export const AndroidStepsTurkishDark: Story = {
  args: { environment: browser(ANDROID) },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Emotion Guru’yu yükleyin' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Yükleyin' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Emotion Guru’yu ana ekranınıza ekleyin',
    });
    await expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent(
      '“Uygulamayı yükle” (ya da “Ana ekrana ekle”) seçeneğine dokunun.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tamam' })).toBeVisible());
  },
};
