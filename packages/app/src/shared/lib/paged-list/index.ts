export { createPagedList, type ListPage, type PagedFilters } from './create-paged-list.ts';
