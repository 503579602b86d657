import { PRODUCT_NAME } from '#web/content/site';
import { useT } from '#web/lib/i18n';

/** Sets the document title; React 19 hoists a rendered <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  const t = useT();
  return (
    <title>
      {title
        ? t('page.title', { page: title, product: PRODUCT_NAME })
        : t('page.titleHome', { product: PRODUCT_NAME })}
    </title>
  );
}
