export { AiConsentDeclined } from './ui/AiConsentDeclined.tsx';
export { AiConsentDialog } from './ui/AiConsentDialog.tsx';
export { AiConsentPanel } from './ui/AiConsentPanel.tsx';
export { DataConsentSwitch } from './ui/DataConsentSwitch.tsx';
export { ShareChatsSwitch } from './ui/ShareChatsSwitch.tsx';
export { WithdrawAiConsentButton } from './ui/WithdrawAiConsentButton.tsx';
export { $aiConsentDeclined } from './model/consent.ts';
