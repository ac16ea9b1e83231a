"""The perforated messenger bag (Hermès' Evelyne).

A soft, unstructured bag of supple grained leather: two pillowed panels sewn to a gusset that runs round the
sides and bottom, the seams piped with painted edges and saddle-stitched, the front punched with a large
perforated rosette (a ring of holes round a diamond lattice), a small leather tab closing over the slouching top
on a palladium stud, and a wide striped canvas strap clipped to palladium rings at the top corners, falling
behind the bag onto the floor.

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview hermes-evelyne --scale 0.4 --samples 8
"""

import math

import bpy
import lib
from mathutils import Vector
from palette import CREAM, ETOUPE

A, B = 0.145, 0.15  # half width, half height of the front panel
ZC = 0.152  # the panel's centre height
HD = 0.042  # half depth at the bottom
N = 192  # points round the outline


def _smooth(a, b, x):
    t = min(max((x - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def _outline(th):
    """The panel's edge in the plane (x, z about the centre) at polar angle th: squarish on top, generously
    rounded at the bottom corners."""
    c, s = math.cos(th), math.sin(th)
    p = 7.0 if s > 0 else 3.2
    r = (abs(c / A) ** p + abs(s / B) ** p) ** (-1.0 / p)
    return r * c, r * s


def _half_depth(z):
    """The gusset's half width: full below, drawn in towards the top, where the panels fall together."""
    v = z / (2 * B)
    return HD * (1 - 0.58 * _smooth(0.45, 1.0, v) ** 1.3)


def _sag(x, z):
    """The top edge slouches down between the corners; the whole body leans a touch to one side."""
    u = min(abs(x) / A, 1.0)
    zz = z - ZC
    t = max(zz / B, 0.0) ** 4
    return -0.02 * t * (1 - u ** 2.2) ** 1.2


def _bulge(f, x, z, side):
    """How far a panel swells out beyond the seam at fraction f of the way out from its centre."""
    base = 0.013 * (1 - f ** 3) ** 1.3
    # Soft creases: a horizontal dip across the upper third and a couple of slanted folds down the panel.
    crease = -0.0022 * math.exp(-((z - (ZC + 0.065 + 0.01 * x / A)) / 0.018) ** 2) * (1 - f ** 4)
    fold = 0.0016 * math.sin(9.0 * x + 6.0 * z + (0.6 if side < 0 else 2.1)) * (1 - f ** 2)
    fold += -0.002 * math.exp(-((x + 0.55 * (z - ZC) + 0.06) / 0.014) ** 2) * (1 - f ** 3) * _smooth(0.05, 0.3, z)
    return base + crease + fold


def panel(x, z, side):
    """A point on the front (side -1) or back (+1) panel at the flat coordinates (x, z about the centre)."""
    th = math.atan2(z, x)
    ex, ez = _outline(th)
    f = min(math.hypot(x, z) / max(math.hypot(ex, ez), 1e-9), 1.0)
    zw = ZC + z
    y = side * (_half_depth(zw) + _bulge(f, x, zw, side))
    return Vector((x, y, zw + _sag(x, zw)))


def panel_normal(x, z, side):
    e = 0.0015
    dx = panel(x + e, z, side) - panel(x - e, z, side)
    dz = panel(x, z + e, side) - panel(x, z - e, side)
    n = dx.cross(dz) if side < 0 else dz.cross(dx)
    return n.normalized()


def _gusset(th, t):
    """A point on the gusset at angle th round the outline, t across it from front (-1) to back (+1)."""
    ex, ez = _outline(th)
    e2x, e2z = _outline(th + 0.002)
    tx, tz = e2x - ex, e2z - ez
    ln = math.hypot(tx, tz)
    nx, nz = tz / ln, -tx / ln  # outwards (the outline runs anticlockwise)
    zw = ZC + ez
    top = _smooth(0.55, 0.95, math.sin(th)) * _smooth(0.12, 0.0, abs(ex) / A - 0.82)
    # The gusset swells out a little; along the top, the mouth of the bag, it sinks in instead.
    out = (0.007 * (1 - top) - 0.012 * top) * (1 - t * t) ** 0.8
    y = t * _half_depth(zw)
    return Vector((ex + nx * out, y, zw + nz * out + _sag(ex, zw))), top


def _mesh(name, rows, mats, closed_u=True):
    cols = len(rows[0][0])
    verts = [p for row, _ in rows for p in row]
    faces, idx = [], []
    for i in range(len(rows) - 1):
        for j in range(cols if closed_u else cols - 1):
            j1 = (j + 1) % cols
            faces.append((i * cols + j, i * cols + j1, (i + 1) * cols + j1, (i + 1) * cols + j))
            idx.append(rows[i][1][j] if isinstance(rows[i][1], list) else rows[i][1])
    obj = lib.mesh_object(name, verts, faces, mats[0])
    for m in mats[1:]:
        obj.data.materials.append(m)
    for p, k in zip(obj.data.polygons, idx):
        p.material_index = k
    return obj


def _body(leather, lining):
    ths = [math.pi / 2 - 2 * math.pi * j / N for j in range(N)]  # clockwise from the top seen from the front
    ths = ths[::-1]
    rows = []
    fr = [0.0, 0.08, 0.2, 0.34, 0.48, 0.6, 0.7, 0.78, 0.85, 0.9, 0.94, 0.97, 0.99, 1.0]
    for f in fr:
        rows.append(([panel(*[c * max(f, 0.002) for c in _outline(th)], -1) for th in ths], 0))
    for k in range(1, 12):
        t = -1 + 2 * k / 12
        pts, mats = [], []
        for th in ths:
            p, top = _gusset(th, t)
            pts.append(p)
            mats.append(1 if top > 0.5 else 0)
        rows.append((pts, mats))
    for f in reversed(fr):
        rows.append(([panel(*[c * max(f, 0.002) for c in _outline(th)], 1) for th in ths], 0))
    obj = _mesh("body", rows, [leather, lining])
    lib.subsurf(obj, 1)
    return obj, ths


def _edge_point(th, side, inset=0.0, lift=0.0):
    ex, ez = _outline(th)
    r = math.hypot(ex, ez)
    f = 1 - inset / r
    p = panel(ex * f, ez * f, side)
    return p + panel_normal(ex * f * 0.999, ez * f * 0.999, side) * lift


def _stitches(name, pts, nrms, material, step=0.0045, length=0.0028):
    """Saddle stitches along a polyline on a surface: short raised slanted dashes of waxed thread."""
    dense, dn = [], []
    for i in range(len(pts) - 1):
        a, b = pts[i], pts[i + 1]
        n = max(1, int((b - a).length / 0.0005))
        for k in range(n):
            dense.append(a.lerp(b, k / n))
            dn.append(nrms[i])
    verts, faces = [], []
    acc, nxt = 0.0, step / 2
    for i in range(1, len(dense)):
        acc += (dense[i] - dense[i - 1]).length
        if acc < nxt:
            continue
        nxt += step
        c, n = dense[i], dn[i]
        t = (dense[min(i + 1, len(dense) - 1)] - dense[i - 1]).normalized()
        side = n.cross(t).normalized()
        t = (t + side * 0.35).normalized()  # saddle stitches lie on a slant
        h = t * (length / 2)
        wv, up = side * 0.00045, n * 0.00045
        b0 = len(verts)
        for p in (c - h, c + h):
            for q in (-wv - up * 0.3, wv - up * 0.3, wv + up, -wv + up):
                verts.append(p + q)
        faces += [(b0, b0 + 1, b0 + 2, b0 + 3), (b0 + 4, b0 + 7, b0 + 6, b0 + 5), (b0, b0 + 4, b0 + 5, b0 + 1),
                  (b0 + 1, b0 + 5, b0 + 6, b0 + 2), (b0 + 2, b0 + 6, b0 + 7, b0 + 3), (b0 + 3, b0 + 7, b0 + 4, b0)]
    obj = lib.mesh_object(name, verts, faces, material)
    lib.subsurf(obj, 1)
    return obj


def _holes(pattern, dark, rim):
    """Punched holes through the front panel: a dark well with a pale cut rim round it."""
    hv, hf, rv, rf = [], [], [], []
    M = 14
    for x, z, r in pattern:
        c = panel(x, z, -1)
        n = panel_normal(x, z, -1)
        u = n.cross(Vector((0, 0, 1))).normalized()
        w = n.cross(u)
        b0 = len(hv)
        hv.append(c + n * 0.00035)
        for m in range(M):
            a = 2 * math.pi * m / M
            hv.append(c + n * 0.00035 + (u * math.cos(a) + w * math.sin(a)) * r)
        hf += [(b0, b0 + 1 + m, b0 + 1 + (m + 1) % M) for m in range(M)]
        r0 = len(rv)
        for m in range(M):
            a = 2 * math.pi * m / M
            d = u * math.cos(a) + w * math.sin(a)
            rv.append(c + n * 0.0004 + d * r * 0.98)
            rv.append(c + n * 0.0001 + d * r * 1.45)
        rf += [(r0 + 2 * m, r0 + 2 * ((m + 1) % M), r0 + 2 * ((m + 1) % M) + 1, r0 + 2 * m + 1) for m in range(M)]
    return [lib.mesh_object("holes", hv, hf, dark), lib.mesh_object("hole_rims", rv, rf, rim)]


def _perforation():
    """The rosette: two rings of holes round a diamond lattice, centred a little below the panel's middle."""
    cz, R = -0.012, 0.088
    pts = []
    for rr, hr, count in ((R, 0.0027, 56), (R - 0.011, 0.0019, 48)):
        for k in range(count):
            a = 2 * math.pi * (k + 0.5 * (rr < R)) / count
            pts.append((rr * math.cos(a), cz + rr * math.sin(a), hr))
    s = 0.0105  # diamond lattice pitch
    n = int(R / s) + 1
    for i in range(-n, n + 1):
        for j in range(-n, n + 1):
            x, z = (i + j) * s * 0.5, (i - j) * s * 0.5
            if abs(x) + abs(z) <= R - 0.022 and (i + j) % 1 == 0:
                pts.append((x, cz + z, 0.0023 if (abs(i) + abs(j)) % 2 == 0 else 0.0016))
    return pts


def _spline(points, ds=0.002):
    pts = [Vector(p) for p in points]
    ext = [pts[0] * 2 - pts[1]] + pts + [pts[-1] * 2 - pts[-2]]
    dense = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1:i + 3]
        n = max(4, int((p2 - p1).length / ds * 2))
        for k in range(n):
            t = k / n
            dense.append(0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                                + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t))
    dense.append(pts[-1])
    out, acc, nxt = [dense[0]], 0.0, ds
    for a, b in zip(dense, dense[1:]):
        L = (b - a).length
        while L > 0 and acc + L >= nxt:
            out.append(a.lerp(b, (nxt - acc) / L))
            nxt += ds
        acc += L
    if (out[-1] - pts[-1]).length > ds * 0.3:
        out.append(pts[-1])
    return out


def _strap(path, w0, width, thick, bands, mats):
    """A flat woven strap along the path, its width carried without twisting; bands are (fraction, material)
    stripes across it."""
    edges = sorted({0.0, 1.0} | {e for a, b, _ in bands for e in (a, b)})
    for k in range(1, 7):  # some extra columns so that it bends smoothly
        edges.append(k / 7)
    edges = sorted(set(round(e, 4) for e in edges))
    cols = len(edges)
    verts, faces, idx = [], [], []
    w = Vector(w0)
    for i in range(len(path)):
        t = (path[min(i + 1, len(path) - 1)] - path[max(i - 1, 0)]).normalized()
        w = (w - t * w.dot(t)).normalized()
        n = t.cross(w)
        for e in edges:
            c = path[i] + w * ((e - 0.5) * width)
            verts.append(c - n * thick / 2)
        for e in edges:
            c = path[i] + w * ((e - 0.5) * width)
            verts.append(c + n * thick / 2)
    stride = 2 * cols

    def mat_of(e0, e1):
        m = (e0 + e1) / 2
        for a, b, k in bands:
            if a <= m <= b:
                return k
        return 0

    for i in range(len(path) - 1):
        a, b = i * stride, (i + 1) * stride
        for j in range(cols - 1):
            k = mat_of(edges[j], edges[j + 1])
            faces.append((a + j, a + j + 1, b + j + 1, b + j))
            faces.append((a + cols + j, b + cols + j, b + cols + j + 1, a + cols + j + 1))
            idx += [k, k]
        faces.append((a, b, b + cols, a + cols))
        faces.append((a + cols - 1, a + 2 * cols - 1, b + 2 * cols - 1, b + cols - 1))
        idx += [0, 0]
    for a in (0, (len(path) - 1) * stride):
        faces.append(tuple(range(a, a + cols)) + tuple(range(a + 2 * cols - 1, a + cols - 1, -1)))
        idx.append(0)
    obj = lib.mesh_object("strap", verts, faces, mats[0])
    for m in mats[1:]:
        obj.data.materials.append(m)
    for p, k in zip(obj.data.polygons, idx):
        p.material_index = k
    return obj


def _tab(leather, edge, thread, metal):
    """The closing tab: sewn to the back, over the mouth and down the front onto a palladium stud."""
    parts = []
    hw, L = 0.0135, 0.062
    top_f, top_b = panel(0, B * 0.995, -1), panel(0, B * 0.995, 1)
    zc_top = max(top_f.z, top_b.z) + 0.002
    rr = abs(top_f.y) + 0.0035
    rows = []
    cols = 13
    nr = 26
    for i in range(nr + 1):
        s = i / nr
        row = []
        for c in range(cols):
            u = c / (cols - 1) * 2 - 1
            if s < 0.35:  # the arc over the top, from the back down to the front
                a = math.pi * (1 - s / 0.35)
                y = rr * math.cos(a) * -1
                z = zc_top + rr * 0.6 * math.sin(a)
                row.append(Vector((u * hw, y, z)))
            else:
                q = (s - 0.35) / 0.65
                dz = 0.004 + q * L
                end = _smooth(0.72, 1.0, q)
                x = u * hw * math.sqrt(max(1 - end ** 2 * 0.95, 0.0)) if q > 0.72 else u * hw
                zz = B * 0.995 - dz + end * 0.0
                p = panel(x, zz, -1) + panel_normal(x, zz, -1) * 0.0032
                row.append(p)
        rows.append(row)
    verts = [p for row in rows for p in row]
    faces = []
    for i in range(nr):
        for j in range(cols - 1):
            faces.append((i * cols + j, i * cols + j + 1, (i + 1) * cols + j + 1, (i + 1) * cols + j))
    tab = lib.mesh_object("tab", verts, faces, leather)
    m = tab.modifiers.new("solid", "SOLIDIFY")
    m.thickness = 0.0028
    m.offset = 0.0
    m.material_offset_rim = 1
    tab.data.materials.append(edge)
    lib.subsurf(tab, 1)
    parts.append(tab)
    # The stud near the tab's tip, a polished palladium dome on a short post.
    zs = B * 0.995 - 0.004 - L * 0.8
    c = panel(0, zs, -1)
    n = panel_normal(0, zs, -1)
    rot = Vector((0, 0, 1)).rotation_difference(n).to_euler()
    parts.append(lib.cylinder("stud_post", 0.0045, 0.012, c + n * 0.004, metal, 32, rot))
    parts.append(lib.sphere("stud", 0.0068, c + n * 0.0075, metal, (1, 1, 0.55), 32))
    parts[-1].rotation_euler = rot
    # Stitches along the tab's sides.
    for sx in (-1, 1):
        pts, nrms = [], []
        for i in range(20):
            zz = B * 0.995 - 0.006 - i / 19 * (L * 0.62)
            x = sx * (hw - 0.0028)
            nrm = panel_normal(x, zz, -1)
            pts.append(panel(x, zz, -1) + nrm * 0.0047)
            nrms.append(nrm)
        parts.append(_stitches("tab_stitch", pts, nrms, thread, step=0.004, length=0.0024))
    return parts


def evelyne(colour=(0.06, 0.046, 0.035)):
    """The bag, leaning a touch back, with its strap fallen in a loop behind it."""
    leather = lib.leather(colour, "evelyne", grain=1.3, shine=0.5)
    lining = lib.plain("lining", (0.012, 0.01, 0.008), roughness=0.8)
    edge = lib.plain("edge_paint", tuple(c * 0.55 for c in colour), roughness=0.3, clearcoat=0.3)
    thread = lib.plain("thread", (0.2, 0.17, 0.13), roughness=0.65)
    dark = lib.plain("hole", (0.004, 0.0035, 0.003), roughness=0.9)
    rim = lib.plain("hole_rim", tuple(c * 1.7 for c in colour), roughness=0.7)
    metal = lib.steel(False, "palladium", tint=(0.78, 0.78, 0.8))
    parts = []
    body, ths = _body(leather, lining)
    parts.append(body)

    # Piped seams with painted edges, where each panel meets the gusset, and a line of stitches inside them.
    for side in (-1, 1):
        pts = [_edge_point(th, side, 0.0, 0.0) for th in ths]
        seam = [p + Vector((0, side * 0.0006, 0)) for p in pts]
        cu = lib.tube("seam", seam + seam[:1], 0.0021, edge, resolution=2, closed=False)
        cu.data.bevel_resolution = 2
        parts.append(cu)
    spts, snrm = [], []
    for th in ths + ths[:1]:
        ex, ez = _outline(th)
        r = math.hypot(ex, ez)
        f = 1 - 0.0065 / r
        n = panel_normal(ex * f, ez * f, -1)
        spts.append(panel(ex * f, ez * f, -1) + n * 0.0002)
        snrm.append(n)
    parts.append(_stitches("stitches", spts, snrm, thread))
    parts += _holes(_perforation(), dark, rim)
    parts += _tab(leather, edge, thread, metal)

    # Palladium rings on leather loops at the top corners, and the striped canvas strap clipped to them.
    ends = []
    for sx in (-1, 1):
        th = math.pi / 2 - sx * 0.55
        p, _ = _gusset(th, 0.0)
        ring_c = Vector((sx * (A - 0.004), 0.0, p.z + 0.014))
        loop = lib.box("loop", (0.006, 0.014, 0.026), Vector((sx * (A - 0.006), 0.0, p.z + 0.002)), leather, 0.002)
        parts.append(loop)
        parts.append(lib.torus("ring", 0.0105, 0.0022, ring_c, metal, (0, math.pi / 2, 0), 48, 12))
        clip = lib.box("clip", (0.0045, 0.046, 0.022), ring_c + Vector((0, 0, 0.02)), metal, 0.0018)
        parts.append(clip)
        ends.append(ring_c + Vector((0, 0, 0.03)))
    # Lean the bag back a touch and set it down on the floor.
    g = lib.parent_all(parts, "evelyne", rotation=(math.radians(-2.5), 0, math.radians(1.0)))
    bpy.context.view_layer.update()
    lo, _ = lib.bounds(parts)
    g.location.z = -lo.z
    bpy.context.view_layer.update()
    l, r = (g.matrix_world @ e for e in ends)

    zf = 0.0018
    path = _spline([l, l + Vector((-0.004, 0.0, 0.03)), (-0.17, 0.04, 0.32), (-0.2, 0.09, 0.24),
                    (-0.205, 0.125, 0.13), (-0.185, 0.15, 0.035), (-0.14, 0.17, zf), (-0.04, 0.185, zf),
                    (0.07, 0.175, zf), (0.15, 0.145, zf + 0.002), (0.19, 0.105, 0.06), (0.195, 0.065, 0.19),
                    (0.175, 0.03, 0.3), r + Vector((0.004, 0.0, 0.03)), r])
    cream = lib.canvas(CREAM, "stripe", scale=700.0)
    accent = lib.canvas((0.2, 0.055, 0.015), "stripe_accent", scale=700.0)
    base = lib.canvas(tuple(c * 0.8 for c in ETOUPE), "strap", scale=700.0)
    bands = [(0.1, 0.16, 1), (0.22, 0.25, 2), (0.75, 0.78, 2), (0.84, 0.9, 1)]
    parts.append(_strap(path, (0, 1, 0), 0.04, 0.0032, bands, [base, cream, accent]))
    return parts, 0.2
