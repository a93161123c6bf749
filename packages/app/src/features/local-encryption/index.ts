export { EncryptionSettings, UnlockPrompt } from './ui/EncryptionSettings.tsx';
