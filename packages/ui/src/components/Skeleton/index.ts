export { Skeleton, SkeletonText, type SkeletonProps } from './Skeleton.tsx';
