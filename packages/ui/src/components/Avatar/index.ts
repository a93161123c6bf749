export { Avatar, type AvatarProps } from './Avatar.tsx';
export { avatarSeed, initialsFor, type AvatarSeed } from './avatarSeed.ts';
