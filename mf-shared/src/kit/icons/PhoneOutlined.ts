import definition from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { icon } from './icon';

export const PhoneOutlined = /* @__PURE__ */ icon(definition);
