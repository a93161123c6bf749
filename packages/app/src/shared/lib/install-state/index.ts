export {
  detectInstallState,
  isInstallable,
  promptDue,
  readPromptRecord,
  writePromptRecord,
  clearPromptRecord,
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_MEMORY_MS,
  INSTALL_PROMPT_STORAGE_KEY,
  type InstallConfidence,
  type InstallEnvironment,
  type InstallPlatform,
  type InstallPromptRecord,
  type InstallState,
  type InstalledVia,
} from './install-state.ts';
export {
  captureInstallPrompt,
  consumeDeferredInstallPrompt,
  deferredInstallPrompt,
  onAppInstalled,
  onInstallPromptOffered,
  type DeferredInstallPrompt,
} from './deferred-prompt.ts';
export { browserInstallEnvironment } from './browser.ts';
