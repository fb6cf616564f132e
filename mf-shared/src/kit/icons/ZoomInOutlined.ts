import definition from '@ant-design/icons-svg/es/asn/ZoomInOutlined';
import { icon } from './icon';

export const ZoomInOutlined = /* @__PURE__ */ icon(definition);
