"""The bucket bag with a padlocked strap (Hermès' Picotin Lock).

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview hermes-picotin-lock --scale 0.4 --samples 8

The body is one soft leather wall lofted over superelliptic sections, from a flat oval base up to a wider
opening; the short sides cave in towards the rim and the rim slouches between the handles. Over it: a piped
base seam and stitched side seams, a rolled and painted rim, two rolled handles on stitched tabs, the strap
across the opening fastened at the front to a palladium staple and padlock, and a clochette on one handle.
"""

import math

import lib
from lib import box, torus, tube
from mathutils import Vector
from palette import TAN

N = 128  # columns round the body
NV = 40  # rows up the wall
H = 0.19  # height of the wall at the handles
ZB = 0.007  # where the wall leaves the flat base, above a rounded welt
A0, B0 = 0.086, 0.060  # half width and half depth at the base
A1, B1 = 0.104, 0.074  # ... and at the opening
EXP = 2.6  # superellipse exponent of the sections (2 = ellipse)
XA = 0.047  # the handles' anchors either side of the centre


def _smooth(a, b, x):
    t = min(max((x - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def _sgnpow(c, p):
    return math.copysign(abs(c) ** p, c)


def P(u, v):
    """A point of the wall: u round the section (0..N, from the front centre anticlockwise), v from base to rim."""
    th = 2 * math.pi * u / N - math.pi / 2
    c, s = math.cos(th), math.sin(th)
    vc = min(max(v, 0.0), 1.0)
    belly = 1 + 0.045 * math.sin(math.pi * min(vc / 0.9, 1.0)) ** 1.3
    a = (A0 + (A1 - A0) * vc ** 0.9) * belly
    b = (B0 + (B1 - B0) * vc ** 0.9) * belly
    x, y = a * _sgnpow(c, 2 / EXP), b * _sgnpow(s, 2 / EXP)
    z = ZB + v * (H - ZB)
    yn = y / b
    # The short sides cave in towards the rim, in a soft V along the side seam.
    side = math.exp(-(yn / 0.55) ** 2) * abs(c) ** 4
    cave = 0.02 * _smooth(0.45, 1.02, v) ** 1.4 * side
    x -= math.copysign(cave, x)
    # The front and back slouch inwards between the handles, and the rim dips over the caved sides.
    xn = min(abs(x) / a, 1.0)
    fb = s * s
    slouch = 0.007 * _smooth(0.72, 1.0, v) * math.exp(-(x / XA) ** 2 * 0.8) * fb
    y -= math.copysign(slouch, y)
    z -= vc ** 4 * (0.014 * side + 0.004 * fb * (1 - math.exp(-((xn * a - XA) / 0.03) ** 2)))
    # A few soft creases in the hide.
    z_w = 0.0009 * math.sin(23 * x + 11 * z + 1.3 * s) * math.sin(17 * z - 9 * x + 0.4) * min(vc * 5, 1.0)
    w = 0.0011 * math.sin(40 * z + 7 * c) * _smooth(0.5, 1.0, v) * side
    r = Vector((x, y, 0)).normalized() if abs(x) + abs(y) > 1e-9 else Vector((1, 0, 0))
    return Vector((x, y, z)) + r * (z_w + w)


def normal(u, v):
    du = P(u + 0.2, v) - P(u - 0.2, v)
    dv = P(u, v + 0.004) - P(u, v - 0.004)
    return du.cross(dv).normalized()


def at(u, v, off=0.0):
    return P(u, v) + normal(u, v) * off


def v_of(z):
    return (z - ZB) / (H - ZB)


def u_face(x, v, side=-1):
    """The column on the front (side -1) or back (+1) wall where the wall passes through x."""
    # On the front u runs 0 (x = 0) .. N/4 (x = +a); left of centre it wraps from N down to 3N/4.
    if side < 0:
        lo, hi = (-N * 0.25, N * 0.25)
    else:
        lo, hi = (N * 0.75, N * 0.25)
    for _ in range(40):
        mid = (lo + hi) / 2
        if P(mid, v).x < x:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def face(x, z, side=-1, off=0.0):
    v = v_of(z)
    return at(u_face(x, v, side), v, off)


def face_normal(x, z, side=-1):
    v = v_of(z)
    return normal(u_face(x, v, side), v)


def _grid(name, rows, material, thickness=0.0, cyclic=False, offset=0.0):
    cols = len(rows[0])
    verts = [p for row in rows for p in row]
    faces = []
    for i in range(len(rows) - 1):
        for j in range(cols if cyclic else cols - 1):
            j1 = (j + 1) % cols
            faces.append((i * cols + j, i * cols + j1, (i + 1) * cols + j1, (i + 1) * cols + j))
    obj = lib.mesh_object(name, verts, faces, material)
    if thickness:
        m = obj.modifiers.new("solid", "SOLIDIFY")
        m.thickness = thickness
        m.offset = offset
        m.use_even_offset = True
        m.material_offset_rim = 1 if len(obj.data.materials) > 1 else 0
    return obj


def _body(leather, inside):
    rows = []
    base = [P(j, 0.0) for j in range(N)]
    for f in (0.05, 0.3, 0.55, 0.75, 0.88, 0.95, 0.985):
        rows.append([Vector((p.x * f, p.y * f, 0.0)) for p in base])
    rows.append([Vector((p.x * 0.998, p.y * 0.998, ZB * 0.45)) for p in base])
    for i in range(NV + 1):
        rows.append([P(j, i / NV) for j in range(N)])
    verts = [p for row in rows for p in row]
    faces = []
    for i in range(len(rows) - 1):
        for j in range(N):
            j1 = (j + 1) % N
            faces.append((i * N + j, i * N + j1, (i + 1) * N + j1, (i + 1) * N + j))
    faces.append(tuple(reversed(range(N))))
    obj = lib.mesh_object("body", verts, faces, leather)
    obj.data.materials.append(inside)
    m = obj.modifiers.new("shell", "SOLIDIFY")
    m.thickness = 0.0028
    m.offset = -1.0
    m.use_even_offset = True
    m.material_offset = 1
    m.material_offset_rim = 1
    return obj


def _stitches(name, pts, nrms, material, step=0.0036, length=0.0024):
    """Saddle stitches, slanted a little as a hand-sewn seam is, along a polyline lying on a surface."""
    dense, dn = [], []
    for k in range(len(pts) - 1):
        a, b = pts[k], pts[k + 1]
        n = max(1, int((b - a).length / 0.0004))
        for i in range(n):
            dense.append(a.lerp(b, i / n))
            dn.append(nrms[k].lerp(nrms[k + 1], i / n).normalized())
    acc, nxt, idx = 0.0, step / 2, []
    for i in range(1, len(dense)):
        acc += (dense[i] - dense[i - 1]).length
        if acc >= nxt:
            idx.append(i)
            nxt += step
    verts, faces = [], []
    for i in idx:
        c, n = dense[i], dn[i]
        t = (dense[min(i + 1, len(dense) - 1)] - dense[max(i - 1, 0)]).normalized()
        side = n.cross(t).normalized()
        t = (t + side * 0.35).normalized() * (length / 2)
        sd = n.cross(t).normalized() * 0.0005
        up = n * 0.00045
        base = len(verts)
        for p in (c - t, c + t):
            for q in (-sd - up * 0.3, sd - up * 0.3, sd + up, -sd + up):
                verts.append(p + q)
        faces += [(base, base + 1, base + 2, base + 3), (base + 4, base + 7, base + 6, base + 5),
                  (base, base + 4, base + 5, base + 1), (base + 1, base + 5, base + 6, base + 2),
                  (base + 2, base + 6, base + 7, base + 3), (base + 3, base + 7, base + 4, base)]
    return lib.mesh_object(name, verts, faces, material)


def _strap(name, path, wdirs, width, thick, material, edge):
    """A flat leather strap along a path (width along wdirs), its edges painted."""
    rows = []
    for i, p in enumerate(path):
        t = (path[min(i + 1, len(path) - 1)] - path[max(i - 1, 0)]).normalized()
        w = (wdirs[i] - t * wdirs[i].dot(t)).normalized()
        rows.append([p + w * (width / 2 * (k / 3 - 1)) for k in range(7)])
    obj = _grid(name, rows, material, thick)
    obj.data.materials.append(edge)
    obj.modifiers["solid"].material_offset_rim = 1
    lib.bevel(obj, thick * 0.35, 2)
    return obj


def _catmull(points, n=8):
    pts = [Vector(p) for p in points]
    ext = [pts[0] * 2 - pts[1]] + pts + [pts[-1] * 2 - pts[-2]]
    out = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1:i + 3]
        for k in range(n):
            t = k / n
            out.append(0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                              + (3 * p1 - p0 - 3 * p2 + p3) * t ** 3))
    out.append(pts[-1])
    return out


def _handle(side, leather, edge, thread, tilt):
    """A rolled handle: two stitched tabs on the wall, and the roll rising in an arch between them."""
    parts = []
    zt0, zt1 = H - 0.042, H - 0.004
    for sx in (-1, 1):
        x0 = sx * XA
        rows = [[face(x0 + 0.009 * (c / 4 - 1), zt0 + (zt1 - zt0) * r / 6, side, 0.0018) for c in range(9)]
                for r in range(7)]
        # The tab's lower end rounded.
        for c in range(9):
            f = abs(c / 4 - 1)
            rows[0][c] = rows[0][c].lerp(rows[1][c], 0.9 * f ** 2)
        parts.append(_grid("tab", rows, leather, 0.0018))
        ring = [(x0 - 0.0062, zt1 - 0.004), (x0 - 0.0062, zt0 + 0.006), (x0, zt0 + 0.0032), (x0 + 0.0062, zt0 + 0.006),
                (x0 + 0.0062, zt1 - 0.004)]
        pts = [face(x, z, side, 0.0031) for x, z in ring]
        nrms = [face_normal(x, z, side) for x, z in ring]
        parts.append(_stitches("tab_stitch", pts, nrms, thread, step=0.003))
    # The roll leaves each tab upwards, then arches over, leaning out a little.
    lean = Vector((0, side * math.sin(tilt), math.cos(tilt)))
    a0, a1 = face(-XA, zt1 - 0.012, side, 0.0042), face(XA, zt1 - 0.012, side, 0.0042)
    arch = [(-1.0, 0.0), (-1.08, 0.025), (-1.02, 0.05), (-0.72, 0.072), (0.0, 0.082), (0.72, 0.072), (1.02, 0.05),
            (1.08, 0.025), (1.0, 0.0)]
    mid = (a0 + a1) / 2
    pts = []
    for f, hgt in arch:
        p = mid.lerp(a1, f) if f >= 0 else mid.lerp(a0, -f)
        pts.append(p + lean * hgt)
    roll = tube("handle", pts, 0.0052, leather, resolution=16)
    roll.data.bevel_resolution = 5
    parts.append(roll)
    return parts, pts


def picotin(colour=TAN):
    """A small bucket tote in grained calf: soft walls over a flat oval base, two rolled handles, the strap across
    the opening locked at the front with a palladium padlock, and a leather clochette."""
    lm = lib.leather(colour, "calf", grain=1.5, shine=0.45)
    inside = lib.suede(tuple(c * 0.45 for c in colour), "flesh")
    edge = lib.plain("edge paint", tuple(c * 0.32 for c in colour), roughness=0.3)
    thread = lib.plain("thread", (0.32, 0.24, 0.14), roughness=0.65)
    metal = lib.steel(False, "palladium", tint=(0.86, 0.86, 0.88))
    metal.node_tree.nodes["Principled BSDF"].inputs["Roughness"].default_value = 0.24
    parts = [_body(lm, inside)]

    # The rim: the hide's cut edge, rolled and painted.
    rim = [at(j, 1.0, -0.0014) + Vector((0, 0, 0.0004)) for j in range(N)]
    parts.append(tube("rim", rim, 0.0017, edge, resolution=2, closed=True))

    # The base: a piped welt round the seam, stitched just above.
    welt = [P(j, 0.0) * 1.004 + Vector((0, 0, -ZB * 0.35)) for j in range(N)]
    parts.append(tube("welt", welt, 0.0026, lm, resolution=2, closed=True))
    ring = [at(j, 0.06, 0.0002) for j in range(0, N + 1)]
    ring[-1] = ring[0]
    parts.append(_stitches("base_stitch", ring, [normal(j, 0.06) for j in range(N + 1)], thread))

    # Side seams: a raised ridge down each short side, stitched either side.
    for uc in (N * 0.25, N * 0.75):
        vs = [i / 30 for i in range(2, 30)]
        parts.append(tube("seam", [at(uc, v, 0.0) for v in vs], 0.0016, lm, resolution=3))
        for du in (-0.55, 0.55):
            parts.append(_stitches("side_stitch", [at(uc + du, v, 0.0003) for v in vs],
                                   [normal(uc + du, v) for v in vs], thread))

    # Handles: the front one leans towards the camera a little more than the back one.
    front_parts, front_arch = _handle(-1, lm, edge, thread, math.radians(14))
    back_parts, _ = _handle(1, lm, edge, thread, math.radians(10))
    parts += front_parts + back_parts

    # The strap: down the back, across the opening and down the front to the closure.
    zs = H - 0.05
    prof = [face(0, zs - 0.004, 1, 0.0024), face(0, H - 0.02, 1, 0.0024)]
    back_top, front_top = P(N / 2, 1.0), P(0, 1.0)
    prof += [back_top + Vector((0, 0.006, 0.0045)), back_top + Vector((0, -0.004, 0.005)),
             back_top.lerp(front_top, 0.5) + Vector((0, 0, 0.0015)),
             front_top + Vector((0, 0.004, 0.005)), front_top + Vector((0, -0.006, 0.0045)),
             face(0, H - 0.02, -1, 0.0024), face(0, zs, -1, 0.0024)]
    path = _catmull(prof, 10)
    parts.append(_strap("strap", path, [Vector((1, 0, 0))] * len(path), 0.024, 0.0026, lm, edge))
    # Stitching along both edges of the front tongue.
    for sx in (-1, 1):
        zz = (H - 0.006, H - 0.02, H - 0.035, zs + 0.006)
        pts = [face(sx * 0.0088, z, -1, 0.0039) for z in zz]
        parts.append(_stitches("strap_stitch", pts, [face_normal(sx * 0.0088, z, -1) for z in zz], thread, step=0.0032))

    # The closure: a palladium plate under the strap's end, its staple standing out through a slot.
    zc = zs - 0.006
    n = face_normal(0, zc, -1)
    tilt = math.atan2(-n.z, -n.y)
    pc = face(0, zc, -1, 0.0022)
    parts.append(box("plate", (0.036, 0.004, 0.02), pc, metal, radius=0.0018, rotation=(tilt, 0, 0)))
    for sx in (-1, 1):
        parts.append(lib.sphere("rivet", 0.0018, pc + Vector((sx * 0.013, -0.0022, 0)), metal, scale=(1, 0.5, 1),
                                segments=16))
    st = face(0, zc + 0.002, -1, 0.0058)
    parts.append(torus("staple", 0.0042, 0.0014, st, metal, rotation=(0, math.pi / 2, 0), major_seg=32, minor_seg=10))

    # The cadenas: its shackle through the staple, the body hanging in front of the wall.
    sr, sw = 0.0075, 0.002
    sc = st + Vector((0, -0.0042, 0))
    top = sc.z - sw * 0.0
    arc_c = Vector((0, sc.y, top - sr))
    leg = 0.008
    shackle = [arc_c + Vector((-sr, 0, -leg)), arc_c + Vector((-sr, 0, -leg * 0.4))]
    for k in range(1, 12):
        a = math.pi - math.pi * k / 12
        shackle.append(arc_c + Vector((sr * math.cos(a), 0, sr * math.sin(a))))
    shackle += [arc_c + Vector((sr, 0, -leg * 0.4)), arc_c + Vector((sr, 0, -leg))]
    parts.append(tube("shackle", shackle, sw, metal, resolution=6))
    bw, bh, bd = 0.029, 0.027, 0.011
    bz = arc_c.z - leg - bh / 2 + 0.002
    wall = face(0, bz, -1, 0.0)
    by = min(sc.y, wall.y - bd / 2 - 0.0012)
    lock = box("cadenas", (bw, bd, bh), (0, by, bz), metal, radius=0.0045, segments=5)
    parts.append(lock)
    # The keyhole cover: a small sliding tab on the face, and a slot beneath it.
    parts.append(box("cover", (0.008, 0.0016, 0.0105), (0, by - bd / 2 - 0.0003, bz - 0.003), metal, radius=0.0007,
                     segments=2))
    parts.append(lib.cylinder("pin", 0.0011, 0.002, (0, by - bd / 2 - 0.0006, bz + 0.0045), metal, vertices=16,
                              rotation=(math.pi / 2, 0, 0)))

    # The clochette: a lace from the front handle's left root, and the folded leather sleeve on it.
    hp = front_arch[1]
    cx = -XA - 0.026
    zc_top = H - 0.07
    sleeve_top = face(cx, zc_top, -1, 0.0)
    sy = sleeve_top.y - 0.0065
    lace = [hp + Vector((0.003, -0.003, 0.0)), hp + Vector((-0.006, -0.0075, -0.012)),
            Vector((cx + 0.006, sy + 0.001, zc_top + 0.016)), Vector((cx, sy, zc_top + 0.006)),
            Vector((cx - 0.0065, sy + 0.001, zc_top + 0.016)), hp + Vector((-0.008, -0.004, -0.016)),
            hp + Vector((-0.002, 0.002, -0.002))]
    parts.append(tube("lace", lace, 0.0014, lm, resolution=10))
    cw, ch, ct = 0.024, 0.052, 0.009
    rows = []
    for r in range(13):
        t = r / 12
        z = zc_top + 0.004 - ch * t
        wdt = cw * (0.86 + 0.14 * math.sin(math.pi / 2 * min(t / 0.3, 1.0)))
        row = []
        for c in range(17):
            f = c / 16 * 2 - 1
            xx = cx + wdt / 2 * f
            yy = sy + ct / 2 * (1 - f * f) ** 0.5 * (0.6 + 0.4 * t)
            row.append(Vector((xx, yy, z)))
        for c in range(15, 0, -1):
            f = c / 16 * 2 - 1
            row.append(Vector((cx + wdt / 2 * f, sy - ct / 2 * (1 - f * f) ** 0.5 * (0.6 + 0.4 * t), z)))
        rows.append(row)
    sleeve = _grid("clochette", rows, lm, cyclic=True)
    verts = len(rows[0])
    lib.subsurf(sleeve, 1)
    parts.append(sleeve)
    # The fold at the top and the stitched edge down its face, painted edges at the bottom.
    parts.append(tube("fold", [Vector((cx - cw * 0.45, sy, zc_top + 0.0035)), Vector((cx + cw * 0.45, sy,
                                                                                       zc_top + 0.0035))],
                      ct * 0.42, lm, resolution=4))
    bottom = [rows[-1][k] for k in range(verts)] + [rows[-1][0]]
    parts.append(tube("sleeve_edge", bottom, 0.0009, edge, resolution=2))
    for sx in (-1, 1):
        pts = [Vector((cx + sx * cw * 0.38, sy - ct / 2 * (1 - 0.76 ** 2) ** 0.5 - 0.0002, zc_top - 0.006 - ch * t))
               for t in (0.0, 0.3, 0.6, 0.85)]
        parts.append(_stitches("clochette_stitch", pts, [Vector((0, -1, 0))] * len(pts), thread, step=0.003))
    return parts, max(A1 * 2, H + 0.1) * 0.62
