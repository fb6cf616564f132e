import definition from '@ant-design/icons-svg/es/asn/MailOutlined';
import { icon } from './icon';

export const MailOutlined = /* @__PURE__ */ icon(definition);
