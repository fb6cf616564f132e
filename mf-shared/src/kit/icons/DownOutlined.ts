import definition from '@ant-design/icons-svg/es/asn/DownOutlined';
import { icon } from './icon';

export const DownOutlined = /* @__PURE__ */ icon(definition);
