import definition from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { icon } from './icon';

export const DashboardOutlined = /* @__PURE__ */ icon(definition);
