export { $dataKey } from '../model/keyring.ts';
