export { $emotionCatalogue, $emotionCatalogueState, emotionCatalogueRequested } from './model/catalogue.ts';
export { saveOwnWordFx } from './model/own-word.ts';
export { $todayCheckIns, $todayStatus, checkInsChanged, todayCheckInsRequested } from './model/today.ts';
export { saveEmotionRecord } from './api/record-api.ts';
export { sealNote } from './lib/check-in.ts';
export { CheckInItem } from './ui/CheckInItem.tsx';
export { EmotionPicker } from './ui/EmotionPicker.tsx';
export { useEmotionNames } from './ui/use-emotion-names.ts';
