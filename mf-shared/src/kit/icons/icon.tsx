import type { CSSProperties } from 'react';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import './icons.css';

/*
 * The public sites' icons: the same drawings as @ant-design/icons (its icons-svg definitions, rendered
 * by that package's own helper) in the same markup (`span.anticon[role=img]` around the svg), without
 * that package's React runtime, which a first visit would otherwise carry for a few glyphs (issue 12).
 * One module per icon (as @ant-design/icons has), so each chunk carries only the icons it shows.
 * The consoles and antd's own components keep @ant-design/icons. Their layout is in icons.css, in the
 * page's first stylesheet, so an icon sits right before any script runs.
 */

export interface IconProps {
  className?: string;
  style?: CSSProperties;
  'aria-hidden'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  title?: string;
}

const SVG_ATTRS = { width: '1em', height: '1em', fill: 'currentColor', focusable: 'false', 'aria-hidden': 'true' };

/** An icon component of an icons-svg definition. */
export function icon(definition: IconDefinition) {
  const svg = renderIconDefinitionToSVGElement(definition, { extraSVGAttrs: SVG_ATTRS });
  const { name } = definition;
  function Icon({ className, ...rest }: IconProps) {
    return (
      <span
        role="img"
        aria-label={name}
        {...rest}
        className={className ? `anticon anticon-${name} ${className}` : `anticon anticon-${name}`}
        // the package's own drawing, rendered once per icon at import: no visitor text reaches it
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  return Icon;
}
