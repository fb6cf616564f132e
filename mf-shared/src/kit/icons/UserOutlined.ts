import definition from '@ant-design/icons-svg/es/asn/UserOutlined';
import { icon } from './icon';

export const UserOutlined = /* @__PURE__ */ icon(definition);
