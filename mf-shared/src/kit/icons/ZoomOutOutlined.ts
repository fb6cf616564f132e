import definition from '@ant-design/icons-svg/es/asn/ZoomOutOutlined';
import { icon } from './icon';

export const ZoomOutOutlined = /* @__PURE__ */ icon(definition);
