import definition from '@ant-design/icons-svg/es/asn/SendOutlined';
import { icon } from './icon';

export const SendOutlined = /* @__PURE__ */ icon(definition);
