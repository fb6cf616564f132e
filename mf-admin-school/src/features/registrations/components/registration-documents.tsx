import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Registration } from '@school/shared/contract';
import { KitImage, useToast } from '@school/shared/kit';
import { canView, downloadRegistrationFile, registrationFileUrl, viewableFile } from '../api/get-registration-file';
import { DocumentViewer, type OpenDocument } from './document-viewer';

const DOCUMENTS: { key: 'markSheet' | 'ppPhoto' | 'characterCerf' | 'attachApplication'; label: string; file: string }[] = [
  { key: 'markSheet', label: 'Mark sheet', file: 'marksheet' },
  { key: 'ppPhoto', label: 'Photo', file: 'photo' },
  { key: 'characterCerf', label: 'Character certificate', file: 'character-certificate' },
  { key: 'attachApplication', label: 'Application letter', file: 'application' },
];

/** The applicant's passport photo, fetched with the admin's token. */
export function RegistrationPhoto({ reference, alt }: { reference: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let current: string | null = null;
    registrationFileUrl(reference)
      .then((u) => {
        current = u;
        if (revoked) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      revoked = true;
      if (current) URL.revokeObjectURL(current);
    };
  }, [reference]);
  return url ? <KitImage src={url} alt={alt} width={140} /> : <Skeleton.Image active />;
}

/** View and download buttons for each private document the applicant sent. */
export function RegistrationDocuments({ registration }: { registration: Registration }) {
  const toast = useToast();
  const [open, setOpen] = useState<OpenDocument | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const person = `${registration.firstName}-${registration.lastName}`;
  const fail = (e: unknown) => toast.error((e as Error).message);
  const documents = useMemo(() => DOCUMENTS.filter((d) => registration[d.key]), [registration]);

  const save = (ref: string, file: string) => downloadRegistrationFile(ref, `${file}-${person}`).catch(fail);

  const view = async (label: string, ref: string, file: string) => {
    setLoading(ref);
    try {
      setOpen({ title: label, file: await viewableFile(ref), download: () => void save(ref, file) });
    } catch (e) {
      fail(e);
    } finally {
      setLoading(null);
    }
  };

  const close = () => {
    if (open?.file.kind === 'image') URL.revokeObjectURL(open.file.url);
    setOpen(null);
  };

  return (
    <Flex vertical gap={8}>
      {documents.map((d) => {
        const ref = registration[d.key] as string;
        return (
          <Flex key={d.key} gap={8} align="center" wrap>
            <span className="reg-doc-label">{d.label}</span>
            {canView(ref) && (
              <Button icon={<EyeOutlined />} loading={loading === ref} onClick={() => view(d.label, ref, d.file)} aria-label={`View ${d.label}`}>
                View
              </Button>
            )}
            <Button
              icon={<DownloadOutlined />}
              onClick={() => save(ref, d.file)}
              aria-label={`Download ${d.label}`}
            >
              Download
            </Button>
          </Flex>
        );
      })}
      <DocumentViewer doc={open} onClose={close} />
    </Flex>
  );
}
