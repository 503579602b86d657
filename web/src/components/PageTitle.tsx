import { PRODUCT_NAME } from '#web/content/site';

/** Sets the document title; React 19 hoists a rendered <title> into <head>. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: earn while learning`}</title>;
}
