import definition from '@ant-design/icons-svg/es/asn/FacebookFilled';
import { icon } from './icon';

export const FacebookFilled = /* @__PURE__ */ icon(definition);
