import definition from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import { icon } from './icon';

export const NotificationOutlined = /* @__PURE__ */ icon(definition);
