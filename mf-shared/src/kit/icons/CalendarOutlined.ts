import definition from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { icon } from './icon';

export const CalendarOutlined = /* @__PURE__ */ icon(definition);
