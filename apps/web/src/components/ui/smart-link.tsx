import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SmartLinkProps {
  url: string;
  external?: boolean;
  target?: string;
  className?: string;
  children: ReactNode;
}

/** Menu and footer links from settings: external ones are plain links, internal ones in-app links. */
export function SmartLink({ url, external, target, className, children }: SmartLinkProps) {
  const isExternal = external ?? /^(https?:|mailto:|tel:)/i.test(url);
  if (isExternal) {
    const blank = target === '_blank';
    return (
      <a
        href={url}
        className={className}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} target={target === '_blank' ? '_blank' : undefined}>
      {children}
    </Link>
  );
}
