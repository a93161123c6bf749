export { $dataKey, keyringRequested } from '../model/keyring.ts';
