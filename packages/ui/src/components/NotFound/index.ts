export { NotFound, type NotFoundProps } from './NotFound.tsx';
export { defaultRenderLink, type LinkRenderer, type LinkRenderProps } from './link.tsx';
