import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, useLocation } from 'react-router';
import { InstallAppButton } from './install-app-button';
import { ConnectionBadge } from './connection-badge';
import { Brand } from './brand';
import { isNavItemActive, NAV_ITEMS } from './nav-items';
import { UserSection } from './user-section';

/**
 * Sticky top bar of one row at every width. Under 992 px (Bootstrap lg) the links and user section move into a side
 * drawer: between 768 and 992 px they do not fit one row (docs/decisions/0020-navigation-drawer-under-992-px.md). Between 992 and 1200 px the brand shows
 * its icon only (styles/app.css); the connection badge truncates before anything wraps.
 */
export function AppNavbar() {
  const location = useLocation();
  const [drawer, setDrawer] = useState({ open: false, path: location.pathname });
  // The drawer closes on navigation: an open state belongs to the path it was opened on.
  const open = drawer.open && drawer.path === location.pathname;
  const close = () => setDrawer({ open: false, path: location.pathname });

  return (
    <Navbar
      expand="lg"
      sticky="top"
      bg="body"
      className="border-bottom shadow-sm"
      expanded={open}
      onToggle={(next) => setDrawer({ open: next, path: location.pathname })}
    >
      <div className="container flex-nowrap">
        <Brand onNavigate={close} />
        <div className="navbar-status d-flex align-items-center order-lg-last ms-auto ms-lg-2">
          <ConnectionBadge />
        </div>
        <Navbar.Toggle aria-controls="main-navigation" label="Open menu" className="ms-2" />
        <Navbar.Offcanvas
          id="main-navigation"
          placement="start"
          aria-labelledby="main-navigation-title"
          onHide={close}
        >
          <Offcanvas.Header closeButton closeLabel="Close menu">
            <Offcanvas.Title id="main-navigation-title">Menu</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="align-items-lg-center">
            <Nav className="me-auto" as="ul">
              {NAV_ITEMS.map((item) => {
                const active = isNavItemActive(location.pathname, item.match);
                return (
                  <Nav.Item as="li" key={item.to}>
                    <Nav.Link
                      as={Link}
                      to={item.to}
                      title={item.description}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={close}
                    >
                      {item.label}
                    </Nav.Link>
                  </Nav.Item>
                );
              })}
            </Nav>
            <div className="d-flex flex-column flex-lg-row align-items-lg-center gap-2 mt-3 mt-lg-0">
              <InstallAppButton />
              <UserSection onNavigate={close} />
            </div>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
      </div>
    </Navbar>
  );
}
