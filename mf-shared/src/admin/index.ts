// The console: its chrome (login, layout, gate, theme, change password), the CRUD hooks, and the CRUD
// screens that both admin remotes mount (carousel, modal, albums, persons). Compiled into each admin remote.
// A screen used by one console only lives in that remote (see mf-shared/README.md).
// No CSS import here: webpack skips this side-effect-free barrel, so a stylesheet imported only here never
// ships. Each component imports admin.css itself, and each admin remote's app.tsx brings it to every console screen.

export { itemKey, resourceKey, type DeleteEndpoint, type FormCalls, type ItemEndpoint, type ListEndpoint, type ResourceCalls } from './api/keys';
export { getList, listQueryOptions, useList } from './api/get-list';
export { getPage } from './api/get-page';
export { usePagedList, type Page, type PageRequest, type PagedListState, type PagedListOptions, type ListFilters } from './api/use-paged-list';
export { getItem, itemQueryOptions, useItem } from './api/get-item';
export { createItem, useCreateItem } from './api/create-item';
export { deleteItem, useDeleteItem } from './api/delete-item';
export { useConfirmedDelete } from './api/use-confirmed-delete';
export { updateItem, useUpdateItem } from './api/update-item';
export { useCreateForm, withoutEmpty, type CreateFormOptions, type EditTarget } from './api/use-create-form';
export { EditDialog, type EditDialogProps } from './components/edit-dialog';
export { RevisionTools } from './revisions/revision-tools';
export { EditingBanner } from './editing/editing-banner';
export { editableOf, useEditing, type EditingPresence } from './editing/use-editing';
export { ifUnmodifiedSince, isStaleSave, StaleSaveAlert, useEditTogether } from './editing/stale-save';
export { CreateForm, type CreateFormProps, type CreateFormState } from './components/create-form';
export { ConsoleScreen, PageHeading, type HeadingLink } from './components/page-heading';
export { CARD_IMAGE_WIDTH, FileFormItem, UPLOAD_KINDS, type FileFormItemProps, type UploadKind } from './components/file-form-item';
export { PagedList, type PagedListProps } from './components/paged-list';
export { ListScreen, type ListScreenProps, type ListSearchProps, type ListTable } from './components/list-screen';
export { EventsList, type EventsListProps, type ListedEvent } from './components/events-list';
export {
  PublishingFields,
  PublishBadge,
  publishState,
  publishingBody,
  publishingInitialValues,
  toPublishAtInput,
  type PublishingValues,
} from './components/publishing';
export { ChangePasswordButton, FirstPasswordChange, MIN_PASSWORD } from './components/change-password';
export { routeAllowed, sessionRole, type RoleGuarded } from './chrome/roles';
export { CarouselForm } from './components/carousel-form';
export { EventDetailsFields, eventDetailsBody, eventDetailsInitialValues, type EventDetailValues } from './components/event-details';
export { nepaliBody, nepaliInitialValues, nepaliLabel, type NepaliValues } from './components/nepali-fields';
export { CarouselList } from './components/carousel-list';
export { ModalForm } from './components/modal-form';
export { ModalPreview } from './components/modal-preview';
export { AlbumForm } from './components/album-form';
export { AlbumCards } from './components/album-cards';
export { AlbumDetail } from './components/album-detail';
export { ImageCard, Thumb, FALLBACK_IMAGE } from './components/image-card';
export { PersonDialog, PersonForm, type PersonDialogProps } from './components/person-dialog';
export {
  PersonCarousel,
  samePeople,
  ADMIN_CAROUSEL_BREAKPOINTS,
  type Person,
  type PersonCarouselProps,
} from './components/person-carousel';
export { PersonSection } from './components/person-section';
export { LoginPage, loginTarget } from './chrome/login-page';
export { SetupPage } from './chrome/setup-page';
export { AccountSecurityPage, TwoFactorSetupFirst } from './account/account-security';
export { SessionsCard, deviceName } from './account/sessions-card';
export { TwoFactorCard } from './account/two-factor-card';
export { AdminLayout, signOut, SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH, type AdminNavItem } from './chrome/admin-layout';
export { AdminNotFound } from './chrome/admin-not-found';
export { ConsoleApp, consoleRoutes, CONSOLE_ICONS, type ConsoleAppProps, type ConsoleRoute, type IconOf } from './chrome/console-app';
export { AdminGate } from './chrome/admin-gate';
export { adminThemeOverrides } from './chrome/admin-theme';
export { confirmDelete } from './chrome/confirm';
export { BsAdDatePicker, type BsAdDatePickerProps, type Calendar } from './components/bs-ad-date-picker';
export { BilingualField, type BilingualFieldProps, type FieldName } from './components/bilingual-field';
export { RichTextField, richTextEditor } from './rich-text/rich-text-field';
export { SettingsScreen } from './site/settings-screen';
export { PagesScreen } from './site/pages-screen';
export { PageEditorScreen } from './site/page-editor';
export { MenusScreen } from './site/menus-screen';
export { siteScreens } from './site/site-screens';
