// Components shared by the two admin remotes (school and women's centre). Compiled into each remote.
import './admin.css';

export { resourceKey } from './api/keys';
export { getList, listQueryOptions, useList } from './api/get-list';
export { getPage, pageQueryOptions, usePage } from './api/get-page';
export { getItem, itemQueryOptions, useItem } from './api/get-item';
export { createItem, useCreateItem } from './api/create-item';
export { deleteItem, useDeleteItem } from './api/delete-item';
export { useConfirmedDelete } from './api/use-confirmed-delete';
export { useCreateForm, type CreateFormOptions } from './api/use-create-form';
export { PageHeading, type HeadingLink } from './components/page-heading';
export { FileFormItem, UPLOAD_KINDS, type FileFormItemProps, type UploadKind } from './components/file-form-item';
export { PagedList, type PagedListProps } from './components/paged-list';
export { ChangePasswordButton, MIN_PASSWORD } from './components/change-password';
