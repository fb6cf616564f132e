import definition from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { icon } from './icon';

export const EyeOutlined = /* @__PURE__ */ icon(definition);
