export { queryReflectionsBetween } from '../api/reflection-api.ts';
