export { $dataKey, keyringRequested } from '../model/keyring.ts';
export { $keyReader, type KeyReader } from '../model/reader.ts';
