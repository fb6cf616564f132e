import { PublicNotFound } from '@school/shared/public';

export default function NotFoundPage() {
  return <PublicNotFound />;
}
