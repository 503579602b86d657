/**
 * An e-mail address that may wrap before its '@' and after each dot of the domain, so a narrow column breaks it
 * where a reader expects ("priya.sharma" / "@earnlearn.in") rather than at any letter.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder.
        <span key={index}>
          {index > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          {part}
        </span>
      ))}
    </>
  );
}
