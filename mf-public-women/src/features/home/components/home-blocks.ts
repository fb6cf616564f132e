import { useQuery } from '@tanstack/react-query';
import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import type { Block } from '@school/shared/contract';
import { pageQuery } from '@school/shared/public';

/** The home page's blocks (issue 31): the welcome, the cards and the head's message are staff's text. */
export function useHomeBlocks(): Block[] {
  const page = useQuery({ ...pageQuery('women', '/'), retryOnMount: false });
  return page.data?.blocks ?? [];
}

type Element = ReactElement<HTMLAttributes<HTMLElement>>;

/** The elements among rich text's nodes (`useBlockHtml`), text between them left out. */
export const elementsOf = (nodes: ReactNode[]): Element[] => nodes.filter((n) => isValidElement<HTMLAttributes<HTMLElement>>(n));

/** An element of the rich text with the home's class on it. */
export const withClass = (element: Element | undefined, className: string) => element && cloneElement(element, { className });
