"""The house's two iconic top-handle bags, built from their construction (Hermès' Birkin and Kelly).

Proportions are those of the 30 cm Birkin and the 28 cm Kelly (width, height and depth of the
body, the drop of the handles, the depth of the flap). What makes them read as themselves, and
what the old builder lacked:

- the flap: one panel of leather that lies across the top and rolls over the front edge to fall a
  third of the way down the front, its cut edge standing proud of the body and casting a shadow,
  with the handles coming up through it;
- the two straps (sangles): from the side gussets across the flap to the centre, where their
  slotted tips sit over the turn-lock (touret) on its plate;
- the hardware: the plate, the swivelling touret, and the padlock hanging from it on its shackle;
- the clochette: the leather key sleeve hanging from the front handle on a lace;
- two rolled handles for the Birkin; one for the Kelly, whose body is a steeper trapezoid and which
  carries a shoulder strap;
- saddle stitching in a pale thread along the flap's edge and both straps, the detail that tells
  leather goods from moulded ones at any size.

No mark, letter or stamp is modelled anywhere.
"""

import math

import bpy
from mathutils import Vector

import lib
from lib import box, cylinder, torus, tube
from palette import TAN


def _body(w, h, d, taper, mat):
    """A trapezoid body: the base w wide, the top (1 - taper) w; rounded edges, faces a little soft."""
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    body = bpy.context.active_object
    body.name = "body"
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.subdivide(number_cuts=6)
    bpy.ops.object.mode_set(mode="OBJECT")
    for v in body.data.vertices:
        x, y, z = v.co
        zt = z + 0.5
        v.co.x = x * w * (1 - taper * zt)
        v.co.y = y * d * (1 - 0.2 * taper * zt)
        v.co.z = zt * h
        # Leather relaxes: the front and back bow out a little in the middle.
        v.co.y *= 1 + 0.05 * (1 - (2 * x) ** 2) * (1 - (2 * zt - 1) ** 2)
        # The side gussets fold in toward the top, so the ends of the top pinch to a crease.
        v.co.y *= 1 - 0.55 * (2 * abs(x)) ** 6 * zt ** 3
    lib.bevel(body, 0.016, 4)
    lib.subsurf(body, 1)
    lib.shade_smooth(body)
    lib.assign(body, mat)
    return body


def half_width(w, taper, h, z):
    return w * (1 - taper * z / h) / 2


def half_depth(d, taper, h, z):
    return d * (1 - 0.2 * taper * z / h) / 2


def _flap(w, h, d, taper, drop, mat, thick=0.006, cols=24):
    """The flap: a panel across the top that rolls over the front edge and falls `drop` down the front.

    Built as a grid: a profile in (y, z) swept across x, then made solid."""
    top = h + 0.002
    front = half_depth(d, taper, h, h) + 0.003
    r = 0.012  # the radius of the roll over the front edge
    prof = []
    # Across the top from the back edge to where the roll starts.
    for k in range(7):
        y = half_depth(d, taper, h, h) * 0.9 - (half_depth(d, taper, h, h) * 0.9 + front - r) * k / 6
        prof.append((y, top))
    for k in range(1, 9):
        a = math.pi / 2 * k / 8
        prof.append((-(front - r) - r * math.sin(a), top - r + r * math.cos(a)))
    # Down the front, following the body's slight slope.
    for k in range(1, 9):
        z = top - r - (drop - r) * k / 8
        prof.append((-(half_depth(d, taper, h, z) + 0.004 + 0.002 * k / 8), z))
    verts, faces = [], []
    n = len(prof)
    for i in range(cols + 1):
        u = i / cols - 0.5
        for y, z in prof:
            hw = half_width(w, taper, h, min(z, h)) + 0.002
            # The flap follows the gussets' pinch at the ends of the top, as the body does.
            verts.append((u * 2 * hw, y * (1 - 0.55 * (2 * abs(u)) ** 6 * min(1.0, z / h) ** 3), z))
    for i in range(cols):
        for j in range(n - 1):
            a = i * n + j
            faces.append((a, a + 1, a + n + 1, a + n))
    flap = lib.mesh_object("flap", verts, faces, mat)
    sol = flap.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = thick
    sol.offset = 1.0
    lib.bevel(flap, thick * 0.45, 2)
    return flap, prof[-1]


def _stitches(name, a, b, step, material, normal=(0, -1, 0), length=0.0032, width=0.0011):
    """Saddle stitches: slanted short dashes from a to b, one mesh."""
    a, b = Vector(a), Vector(b)
    n = max(2, int((b - a).length / step))
    along = (b - a).normalized()
    nv = Vector(normal)
    side = nv.cross(along).normalized()
    verts, faces = [], []
    for k in range(n):
        c = a + (b - a) * (k + 0.5) / n
        # Each stitch is slanted, as a saddle stitch sits.
        t = (along * 0.94 + side * 0.34).normalized() * length / 2
        s = side * width / 2
        base = len(verts)
        for p in (c - t - s, c + t - s, c + t + s, c - t + s):
            verts.append(tuple(p + nv * 0.0004))
        faces.append((base, base + 1, base + 2, base + 3))
    obj = lib.mesh_object(name, verts, faces, material, smooth=False)
    sol = obj.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = 0.0005
    return obj


def _strap_piece(name, x0, x1, z, y, width, mat, glaze):
    """A flat strap lying on the front between x0 and x1 (a rounded slim box), its edges glazed."""
    parts = [box(name, (abs(x1 - x0), 0.0038, width), ((x0 + x1) / 2, y, z), mat, radius=0.0016, segments=2)]
    for row in (-1, 1):
        parts.append(box(name + "_edge", (abs(x1 - x0) - 0.002, 0.0036, 0.0014), ((x0 + x1) / 2, y - 0.0002,
                                                                                   z + row * width / 2), glaze,
                         radius=0.0006, segments=2))
    return parts


def _clochette(x, y, z_top, leather, thread):
    """The key sleeve on its lace: a flattened tapering sleeve with a pale stitched seam."""
    parts = []
    lace_len = 0.05
    parts.append(tube("lace", [(x, y, z_top), (x + 0.002, y - 0.004, z_top - lace_len * 0.5),
                               (x + 0.004, y - 0.006, z_top - lace_len)], 0.0016, leather))
    zc = z_top - lace_len - 0.024
    bpy.ops.mesh.primitive_cone_add(vertices=32, radius1=0.0125, radius2=0.0075, depth=0.05,
                                    location=(x + 0.004, y - 0.007, zc))
    sleeve = bpy.context.active_object
    sleeve.name = "clochette"
    sleeve.scale = (1.0, 0.5, 1.0)
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    lib.bevel(sleeve, 0.003, 3)
    lib.shade_smooth(sleeve)
    lib.assign(sleeve, leather)
    parts.append(sleeve)
    # Its rounded cap, and the seam down the front.
    parts.append(lib.sphere("clochette_cap", 0.0075, (x + 0.004, y - 0.007, zc + 0.025), leather,
                            scale=(1.0, 0.5, 0.55), segments=24))
    parts.append(_stitches("clochette_seam", (x + 0.004, y - 0.0135, zc - 0.022), (x + 0.004, y - 0.0115, zc + 0.022),
                           0.0036, thread, length=0.0022, width=0.0007))
    return parts


def _padlock(x, y, z, hw):
    """A padlock hanging from the touret: the shackle through it, the body below."""
    parts = []
    shackle = torus("shackle", 0.0075, 0.0017, (x, y - 0.002, z - 0.006), hw, rotation=(math.pi / 2, 0, 0),
                    major_seg=48, minor_seg=12)
    shackle.scale = (0.85, 1.25, 1)
    parts.append(shackle)
    lock = box("padlock", (0.027, 0.011, 0.025), (x, y - 0.003, z - 0.028), hw, radius=0.0045, segments=3)
    parts.append(lock)
    # The keyhole's cover: a small sliding tab on the lock's face (no engraving).
    parts.append(box("keyhole_cover", (0.007, 0.002, 0.012), (x, y - 0.0095, z - 0.032), hw, radius=0.0009))
    return parts


def birkin(colour=TAN, hardware="gold", kelly=False):
    """The Birkin 30 (or with kelly=True the Kelly 28): see the module's docstring."""
    hw = lib.gold("hardware") if hardware == "gold" else lib.steel(False, "hardware", tint=(0.86, 0.86, 0.88))
    lm = lib.leather(colour)
    thread = lib.plain("thread", (0.8, 0.77, 0.7), roughness=0.7)
    # Hermès edges are painted: a darker glaze along every cut edge, which is what draws the flap.
    glaze = lib.plain("edge_glaze", tuple(c * 0.35 for c in colour), roughness=0.3, clearcoat=0.6)
    if kelly:
        w, h, d, taper, drop = 0.28, 0.22, 0.10, 0.2, 0.075
    else:
        w, h, d, taper, drop = 0.30, 0.22, 0.16, 0.1, 0.095
    parts = [_body(w, h, d, taper, lm)]
    flap, (fy, fz) = _flap(w, h, d, taper, drop, lm)
    parts.append(flap)
    flap_y = fy - 0.006  # the flap's outer face at its lower edge
    edge_z = fz
    hw_top = half_width(w, taper, h, h)
    parts.append(box("flap_edge", (2 * half_width(w, taper, h, fz) + 0.004, 0.0068, 0.003),
                     (0, fy - 0.0032, fz - 0.0004), glaze, radius=0.0009, segments=2))
    # Stitching a few millimetres above the flap's cut edge, across its width.
    parts.append(_stitches("flap_stitch", (-hw_top + 0.012, flap_y - 0.0003, edge_z + 0.005),
                           (hw_top - 0.012, flap_y - 0.0003, edge_z + 0.005), 0.0042, thread))
    # The straps: from the side gussets over the flap to the turn-lock, a little above its edge.
    sz = edge_z + 0.03
    sw = 0.019
    sy = flap_y - 0.0022
    hx = half_width(w, taper, h, sz) + 0.004
    plate_w = 0.05
    for sx in (-1, 1):
        parts += _strap_piece("sangle", sx * hx, sx * 0.011, sz, sy, sw, lm, glaze)
        # Round the side: the strap comes from the gusset, around the corner.
        parts.append(box("sangle_side", (0.0038, 0.03, sw), (sx * (hx + 0.0002), sy + 0.014, sz), lm,
                         radius=0.0016, segments=2, rotation=(0, 0, sx * math.radians(8))))
        for row in (-1, 1):
            parts.append(_stitches("sangle_stitch", (sx * (hx - 0.004), sy - 0.0019, sz + row * (sw / 2 - 0.0032)),
                                   (sx * 0.016, sy - 0.0019, sz + row * (sw / 2 - 0.0032)), 0.0042, thread,
                                   length=0.0024))
    # The plate under the straps' tips, and the touret through them.
    parts.append(box("plate", (plate_w, 0.003, sw * 1.25), (0, sy + 0.0012, sz), hw, radius=0.0025, segments=3))
    touret = box("touret", (0.0065, 0.006, 0.016), (0, sy - 0.004, sz), hw, radius=0.0028, segments=3)
    parts.append(touret)
    parts.append(cylinder("touret_base", 0.0055, 0.004, (0, sy - 0.002, sz), hw, rotation=(math.pi / 2, 0, 0),
                          vertices=32, bevel_w=0.0008))
    if not kelly:
        parts += _padlock(0, sy - 0.006, sz - 0.006, hw)
    else:
        # The Kelly's padlock rests on the floor in front of the bag, its shackle open.
        parts += _padlock(0.07, -half_depth(d, taper, h, 0) - 0.05, 0.043, hw)
    # Handles: rolled leather, rising through the flap, attached on tabs with studs.
    handle_ys = [-half_depth(d, taper, h, h) * 0.55, half_depth(d, taper, h, h) * 0.55] if not kelly else [0.0]
    span = 0.068 if not kelly else 0.058
    lift = 0.105 if not kelly else 0.09
    for i, y in enumerate(handle_ys):
        base = h + 0.006
        pts = [(-span, y, base), (-span * 0.97, y, base + lift * 0.55), (-span * 0.7, y, base + lift * 0.93),
               (0, y, base + lift), (span * 0.7, y, base + lift * 0.93), (span * 0.97, y, base + lift * 0.55),
               (span, y, base)]
        parts.append(tube(f"handle{i}", pts, 0.0068, lm, resolution=16))
        for sx in (-1, 1):
            parts.append(box("tab", (0.02, 0.014, 0.012), (sx * span, y, base + 0.002), lm, radius=0.004))
            parts.append(cylinder("stud", 0.0028, 0.003, (sx * (span + 0.006), y - 0.0075, base + 0.002), hw,
                                  rotation=(math.pi / 2, 0, 0), vertices=16))
    # The clochette hangs from the front handle's left root.
    parts += _clochette(-span - 0.004, handle_ys[0] - 0.012 if not kelly else -0.02, h + 0.012, lm, thread)
    if kelly:
        # The shoulder strap lies in a loose curve behind the bag.
        pts = [(-hw_top + 0.004, 0.0, h * 0.8), (-w / 2 - 0.05, d * 0.9, h * 0.15), (-w / 2, d * 1.6, 0.005),
               (w / 2, d * 1.9, 0.005), (w / 2 + 0.05, d * 0.9, h * 0.15), (hw_top - 0.004, 0.0, h * 0.8)]
        parts.append(lib.flat_tube("strap", pts, 0.018, 0.004, lm))
    # Feet: four studs under the base.
    for sx in (-1, 1):
        for sy2 in (-1, 1):
            parts.append(cylinder("foot", 0.0055, 0.004, (sx * w * 0.38, sy2 * d * 0.3, 0.002), hw, vertices=16))
    return parts, max(w, h + lift) * 0.62
